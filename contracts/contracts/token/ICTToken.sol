// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FeeOnTransferERC20} from "./FeeOnTransferERC20.sol";

/**
 * @dev ICT, the utility (consumption) token. 1,000,000,000 ICT are minted at deployment: 5% to the
 * locked-liquidity holder and 95% to the contribution-mining pool. No more can be minted.
 *
 * Transfer fee shares: 0 governance-token buyback 50%; the remaining 50% is burned.
 */
contract ICTToken is FeeOnTransferERC20 {
    /// @dev The fixed supply, minted once.
    uint256 public constant MAX_SUPPLY = 1_000_000_000 ether;
    /// @dev Part of the supply minted to the locked-liquidity holder: 5%.
    uint256 public constant LOCKED_LIQUIDITY_BPS = 500;

    /**
     * @param initialOwner sets the fee rate, exemptions and share recipient
     * @param lockedLiquidity receives 5% of the supply
     * @param miningPool receives the other 95%
     * @param buyback recipient of fee share 0 (governance-token buyback)
     */
    constructor(
        address initialOwner,
        address lockedLiquidity,
        address miningPool,
        address buyback
    ) ERC20("ICT Token", "ICT") Ownable(initialOwner) FeeOnTransferERC20(_recipients(buyback), _shareBps()) {
        uint256 locked = (MAX_SUPPLY * LOCKED_LIQUIDITY_BPS) / 10_000;
        _mint(lockedLiquidity, locked);
        _mint(miningPool, MAX_SUPPLY - locked);
    }

    function _recipients(address buyback) private pure returns (address[] memory recipients) {
        recipients = new address[](1);
        recipients[0] = buyback;
    }

    function _shareBps() private pure returns (uint16[] memory shares) {
        shares = new uint16[](1);
        shares[0] = 5_000;
    }
}
