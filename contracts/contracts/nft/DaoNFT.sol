// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC721OwnerList} from "./ERC721OwnerList.sol";
import {IDaoNFT} from "./IDaoNFT.sol";

/**
 * @dev The DAO certification NFT. Token ids run from 1 to {MAX_SUPPLY} and tokens are never burned,
 * so at most 6480 can ever exist. Only minters authorised by the owner (the sale contract) mint.
 *
 * Each token records its stage, grade and a (name, symbol, url) triple. Triples repeat across a
 * stage, so each distinct one is stored once and tokens point at it.
 */
contract DaoNFT is ERC721OwnerList, Ownable, IDaoNFT {
    /// @dev Highest token id, and so the most tokens that can ever exist.
    uint256 public constant MAX_SUPPLY = 6480;

    struct Metadata {
        string name;
        string symbol;
        string url;
    }

    struct Record {
        uint32 stage;
        uint8 grade;
        uint32 metadata; // index + 1 in _metadata
    }

    mapping(address account => bool) private _minters;
    mapping(uint256 tokenId => Record) private _records;
    Metadata[] private _metadata;
    mapping(bytes32 key => uint256) private _metadataIndex; // index + 1, 0 when unknown

    /// @dev `account` may now mint, or no longer may.
    event MinterUpdated(address indexed account, bool allowed);

    /// @dev `account` is not an authorised minter.
    error DaoNFTUnauthorizedMinter(address account);
    /// @dev Token ids must lie in 1..MAX_SUPPLY.
    error DaoNFTTokenIdOutOfRange(uint256 tokenId, uint256 maxTokenId);

    constructor(address initialOwner) ERC721("ICMS DAO NFT", "ICMSDAO") Ownable(initialOwner) {}

    /// @dev Lets `account` mint, or stops it.
    function setMinter(address account, bool allowed) external onlyOwner {
        _minters[account] = allowed;
        emit MinterUpdated(account, allowed);
    }

    /// @dev Whether `account` may mint.
    function isMinter(address account) external view returns (bool) {
        return _minters[account];
    }

    /// @inheritdoc IDaoNFT
    function mint(
        address to,
        uint256 tokenId,
        string calldata name_,
        string calldata symbol_,
        uint32 stage,
        uint8 grade,
        string calldata url
    ) external {
        if (!_minters[msg.sender]) revert DaoNFTUnauthorizedMinter(msg.sender);
        if (tokenId == 0 || tokenId > MAX_SUPPLY) revert DaoNFTTokenIdOutOfRange(tokenId, MAX_SUPPLY);
        _records[tokenId] = Record(stage, grade, _intern(name_, symbol_, url));
        _safeMint(to, tokenId);
        emit Minted(to, tokenId, stage, grade);
    }

    /// @inheritdoc IDaoNFT
    function tokenInfo(uint256 tokenId) external view returns (TokenInfo memory) {
        _requireOwned(tokenId);
        Record memory record = _records[tokenId];
        Metadata storage metadata = _metadata[record.metadata - 1];
        return TokenInfo(metadata.name, metadata.symbol, record.stage, record.grade, metadata.url);
    }

    /// @inheritdoc IDaoNFT
    function tokensOfOwner(address owner) external view returns (uint256[] memory) {
        return _tokensOf(owner);
    }

    /// @dev The token's metadata url.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return _metadata[_records[tokenId].metadata - 1].url;
    }

    /// @dev Returns the 1-based index of the (name, symbol, url) triple, storing it on first use.
    function _intern(string calldata name_, string calldata symbol_, string calldata url) private returns (uint32) {
        bytes32 key = keccak256(abi.encode(name_, symbol_, url));
        uint256 index = _metadataIndex[key];
        if (index == 0) {
            _metadata.push(Metadata(name_, symbol_, url));
            index = _metadata.length;
            _metadataIndex[key] = index;
        }
        // At most one triple per minted token, so index <= MAX_SUPPLY fits in 32 bits.
        return uint32(index);
    }
}
