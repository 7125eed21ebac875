// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Checkpoints} from "@openzeppelin/contracts/utils/structs/Checkpoints.sol";
import {EnumerableSet} from "@openzeppelin/contracts/utils/structs/EnumerableSet.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IXManStaking} from "./IXManStaking.sol";

/**
 * @dev Holds staked DAO NFTs. A wallet with at least one staked NFT is a DAO member (X-Man).
 * Staked counts are checkpointed per block, so votes can be weighted at a snapshot block. A
 * lookup of the current block gives the count so far; `eth_call` runs in the latest mined block,
 * so off-chain readers may ask for any mined block, including the latest.
 *
 * Staking needs the NFT contract's approval for this contract (`setApprovalForAll`).
 */
contract XManStaking is IXManStaking {
    using Checkpoints for Checkpoints.Trace208;
    using EnumerableSet for EnumerableSet.UintSet;

    /// @dev Most NFTs in one stake or unstake call.
    uint256 public constant MAX_BATCH = 10;

    IERC721 private immutable _nft;
    mapping(address account => EnumerableSet.UintSet) private _staked;
    mapping(address account => Checkpoints.Trace208) private _stakedCounts;
    uint256 private _totalStaked;

    /// @dev A stake or unstake call takes 1 to MAX_BATCH token ids.
    error XManStakingInvalidBatchSize(uint256 size, uint256 maxSize);
    /// @dev `account` has not staked `tokenId`.
    error XManStakingNotStaked(address account, uint256 tokenId);
    /// @dev Blocks after the current one cannot be looked up.
    error XManStakingFutureLookup(uint256 blockNumber, uint256 currentBlock);

    constructor(IERC721 nft_) {
        _nft = nft_;
    }

    /// @dev Stakes the caller's `tokenIds`.
    function stake(uint256[] calldata tokenIds) external {
        EnumerableSet.UintSet storage staked = _staked[msg.sender];
        _checkBatch(tokenIds.length);
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            staked.add(tokenIds[i]);
            _nft.transferFrom(msg.sender, address(this), tokenIds[i]);
        }
        _totalStaked += tokenIds.length;
        uint256 count = staked.length();
        _record(msg.sender, count);
        emit Staked(msg.sender, tokenIds, count);
    }

    /// @dev Gives the caller's staked `tokenIds` back.
    function unstake(uint256[] calldata tokenIds) external {
        EnumerableSet.UintSet storage staked = _staked[msg.sender];
        _checkBatch(tokenIds.length);
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            if (!staked.remove(tokenIds[i])) revert XManStakingNotStaked(msg.sender, tokenIds[i]);
            _nft.transferFrom(address(this), msg.sender, tokenIds[i]);
        }
        _totalStaked -= tokenIds.length;
        uint256 count = staked.length();
        _record(msg.sender, count);
        emit Unstaked(msg.sender, tokenIds, count);
    }

    /// @inheritdoc IXManStaking
    function isMember(address account) external view returns (bool) {
        return _staked[account].length() > 0;
    }

    /// @inheritdoc IXManStaking
    function stakedCount(address account) external view returns (uint256) {
        return _staked[account].length();
    }

    /// @inheritdoc IXManStaking
    function stakedCountAt(address account, uint256 blockNumber) external view returns (uint256) {
        if (blockNumber > block.number) revert XManStakingFutureLookup(blockNumber, block.number);
        return _stakedCounts[account].upperLookupRecent(SafeCast.toUint48(blockNumber));
    }

    /// @dev Token ids `account` has staked.
    function stakedTokensOf(address account) external view returns (uint256[] memory) {
        return _staked[account].values();
    }

    /// @dev How many NFTs are staked by everyone now (totals at past blocks follow from the events).
    function totalStaked() external view returns (uint256) {
        return _totalStaked;
    }

    /// @dev The staked DAO NFT contract.
    function nft() external view returns (IERC721) {
        return _nft;
    }

    function _checkBatch(uint256 size) private pure {
        if (size == 0 || size > MAX_BATCH) revert XManStakingInvalidBatchSize(size, MAX_BATCH);
    }

    function _record(address account, uint256 count) private {
        _stakedCounts[account].push(SafeCast.toUint48(block.number), SafeCast.toUint208(count));
    }
}
